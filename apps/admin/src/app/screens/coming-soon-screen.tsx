import type { ScreenProps } from '../route-table';

/** Stands in for a screen whose issue has not landed yet: its heading and one honest sentence. */
export default function ComingSoonScreen({ route }: ScreenProps) {
  return (
    <section aria-labelledby="page-heading" className="flex flex-col gap-3">
      <h1 id="page-heading" className="text-3xl font-bold text-ink">
        {route.title}
      </h1>
      <p className="text-muted">{route.description}</p>
      <p className="text-ink">This screen is not built yet.</p>
    </section>
  );
}
