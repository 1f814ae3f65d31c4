import { Tabs, TabsContent, TabsList, TabsTrigger } from '@console/ui';
import type { ReactNode } from 'react';
import { HOLDINGS_TABS, type HoldingsTabValue } from '../model/holdings';

/** The six tabs; the selected one comes from (and goes to) the `tab` query parameter. */
export function HoldingsTabs({
  value,
  onValueChange,
  children,
}: {
  value: HoldingsTabValue;
  onValueChange: (value: HoldingsTabValue) => void;
  children: (tab: (typeof HOLDINGS_TABS)[number]) => ReactNode;
}) {
  return (
    <Tabs value={value} onValueChange={(next) => onValueChange(next as HoldingsTabValue)}>
      <TabsList aria-label="Holdings">
        {HOLDINGS_TABS.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {HOLDINGS_TABS.map((tab) => (
        <TabsContent key={tab.value} value={tab.value} className="pt-6">
          {tab.value === value ? children(tab) : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}
