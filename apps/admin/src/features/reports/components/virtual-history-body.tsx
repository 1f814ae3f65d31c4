// The virtualised table body of a long report history, in its own chunk with @tanstack/react-virtual (9 kB
// compressed): history-table.tsx loads it only when a history is long, so a reports page asks for it only
// then, not before its first paint.
export { VirtualTableBody as default } from '@console/ui';
