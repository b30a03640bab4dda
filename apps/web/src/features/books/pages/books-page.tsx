import { ADMIN_LINKS } from '@/features/areas/admin-sections';
import { AreaShell } from '@/features/areas/components/area-shell';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { BOOKS_TEXTS as T } from '../books-texts';
import { CsvDownloads } from '../components/csv-downloads';
import { InvoicesSection } from '../components/invoices-section';
import { ReceivablesSection } from '../components/receivables-section';
import { StatementSection } from '../components/statement-section';
import { BOOKS_TABS, useBooksAddress } from '../components/use-books-address';

/**
 * /admin/books — the firm's books: what is owed by age (receivables), every invoice with its
 * reminders, a client organisation's monthly statement, and CSV files for the accountant.
 */
export function BooksPage() {
  const { raw, filters, error, tab, setTab, setFilter, clear } = useBooksAddress();
  return (
    <AreaShell areaName="Admin area" links={ADMIN_LINKS}>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{T.title}</h1>
        <p className="text-muted-foreground">{T.intro}</p>
      </header>
      <Tabs value={tab} onValueChange={setTab} className="gap-4">
        <TabsList aria-label={T.sectionsLabel} className="w-full sm:w-fit">
          {BOOKS_TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {T.tabs[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="receivables">
          <ReceivablesSection />
        </TabsContent>
        <TabsContent value="invoices">
          <InvoicesSection raw={raw} filters={filters} error={error} setFilter={setFilter} clear={clear} />
        </TabsContent>
        <TabsContent value="statement">
          <StatementSection />
        </TabsContent>
      </Tabs>
      <CsvDownloads filters={filters} filtersValid={error === null} />
    </AreaShell>
  );
}
