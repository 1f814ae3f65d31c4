import { formatNumber } from '@console/rules/format';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableEmpty,
  TableHead,
  TableHeader,
  TableRow,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  TextLink,
} from '@console/ui';
import { useAtomValue } from 'jotai';
import type { PublisherPeriod } from '../api/home';
import { homepageSummaryAtom } from '../atoms/home-atoms';
import { cutLabel, lastUpdatedLabel } from '../model/dashboard';
import { ChartRegion } from './chart-region';

const DASHBOARD_TEXT = 'publisher-dashboard';

const PERIODS = [
  { key: 'pastFourWeeks', label: 'Past 4 Weeks' },
  { key: 'pastSixMonths', label: 'Past 6 Months' },
  { key: 'pastTwelveMonths', label: 'Past 12 Months' },
] as const;

function PeriodPanel({ period, label }: { period: PublisherPeriod; label: string }) {
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby={`institutions-${label}`} className="flex flex-col gap-2">
        <h3 id={`institutions-${label}`} className="text-xl font-semibold text-ink">
          Top institutions
        </h3>
        <ChartRegion
          title={`Top institutions, ${label}`}
          desc="Item requests of your content by the institutions that use it most."
          kind="bar"
          horizontal
          afterPaintOf={DASHBOARD_TEXT}
          labels={period.usageInstitutions.map((institution) => cutLabel(institution.name))}
          rowHeader="Institution"
          series={[{ label: 'Item requests', color: '#0b5394', values: period.usageInstitutions.map((i) => i.usageCount) }]}
        />
      </section>
      <section aria-labelledby={`countries-${label}`} className="flex flex-col gap-2">
        <h3 id={`countries-${label}`} className="text-xl font-semibold text-ink">
          Top countries
        </h3>
        {period.usageCountries.length === 0 ? (
          <p className="text-sm text-muted">No data</p>
        ) : (
          <ol className="flex max-w-md flex-col gap-1">
            {period.usageCountries.map((country) => (
              <li key={country.name} className="flex justify-between gap-4 text-sm">
                <span className="text-ink">{country.name}</span>
                <span className="tabular-nums text-ink">{formatNumber(country.usageCount)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="flex flex-col gap-2">
        <Table>
          <TableCaption className="text-left text-xl font-semibold text-ink">Top items</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Item</TableHead>
              <TableHead scope="col">Access type</TableHead>
              <TableHead scope="col" className="text-right">
                Item requests
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {period.usageItems.length === 0 && <TableEmpty colSpan={3}>No data</TableEmpty>}
            {period.usageItems.map((item) => (
              <TableRow key={item.link}>
                <TableCell>
                  <TextLink href={item.link}>{item.name}</TextLink>
                </TableCell>
                <TableCell>{item.accessType}</TableCell>
                <TableCell className="text-right tabular-nums">{formatNumber(item.usageCount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </section>
    </div>
  );
}

/** Top institutions, countries and items of a publisher's content per period (spec 000 §2). */
export function PublisherDashboard() {
  const { data } = useAtomValue(homepageSummaryAtom);
  const publisher = data.publisher;
  if (!publisher) return null;
  return (
    <section aria-labelledby="publisher-dashboard-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="publisher-dashboard-heading" className="text-2xl font-bold text-ink">
          Usage of your content
        </h2>
        {/* The page's largest text, painted with the dashboard: the chart's code waits for it (ChartRegion). */}
        <p className="text-sm text-ink" elementtiming={DASHBOARD_TEXT}>
          Last Updated: {lastUpdatedLabel(publisher.generation.createdDate)}.{' '}
          <span className="text-muted">Usage data updates weekly on Monday at 8 AM UTC.</span>
        </p>
      </div>
      <Tabs defaultValue="pastFourWeeks">
        <TabsList aria-label="Period">
          {PERIODS.map((period) => (
            <TabsTrigger key={period.key} value={period.key}>
              {period.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {PERIODS.map((period) => (
          <TabsContent key={period.key} value={period.key} className="pt-4">
            <PeriodPanel period={publisher[period.key]} label={period.label} />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
