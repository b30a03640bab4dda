import { formatReportDate } from '@thamani/domain/report-fields';
import { formatLrNumber } from '@thamani/domain/lr-number';
import type { ReportContent } from '@thamani/domain/reports';
import { nairobiToday } from '@thamani/domain/nairobi-time';
import { memo, useMemo } from 'react';
import { cn } from '@/lib/utils';
import { type FlowContext, flowContext } from './flow-context';
import { type FlowItem, paginate, renderPage } from './paginate';
import { PaperPage } from './paper-page';
import { sectionFlow } from './section-flow';

export type ReportPreviewProps = {
  content: ReportContent;
  /** The property's title, as the report is named. */
  title: string;
  author: { name: string; vrbNumber: string | null };
  /** Defaults to the firm frozen into the report's sources. */
  firm?: { name: string; address: string };
  approved?: { at: string; by: string } | null;
  /** URLs of the inspection photos the report may show (ReportDetail.photoOptions). */
  photoOptions?: ReadonlyArray<{ documentId: string; url: string }>;
  className?: string;
  /** On a phone, the pages' text at reading size rather than an A4 miniature (PaperPage). */
  reflow?: boolean;
};

/** Cover and contents come before the body pages. */
const FRONT_PAGES = 2;

/**
 * The printed report as the PDF lays it out: cover, contents, numbered sections, the signature
 * block, "Page X of Y" on every page. Headings are h3 (sections) and h4 (within narratives), so
 * place it under an h2.
 */
export const ReportPreview = memo(function ReportPreview({
  content,
  title,
  author,
  firm,
  approved = null,
  photoOptions = [],
  className,
  reflow = false,
}: ReportPreviewProps) {
  const ctx = useMemo(() => flowContext(content, photoOptions), [content, photoOptions]);
  const firmName = firm?.name ?? String(content.sources['firm.name'] ?? '');
  const firmAddress = firm?.address ?? String(content.sources['firm.address'] ?? '');
  const approvedOn = approved ? formatReportDate(nairobiToday(new Date(approved.at))) : null;

  const flow: FlowItem[] = [
    ...content.sections.flatMap((section, index) => sectionFlow(section, index + 1, ctx)),
    {
      key: 'signature',
      lines: approved ? 14 : 10,
      node: (
        <SignatureBlock ctx={ctx} author={author} firmName={firmName} approved={approved} approvedOn={approvedOn} />
      ),
    },
  ];
  const pages = paginate(flow);
  const total = pages.length + FRONT_PAGES;
  const sectionPage = new Map(
    pages.flatMap((items, p) =>
      items.flatMap((item) => (item.sectionId ? [[item.sectionId, p + 1 + FRONT_PAGES] as const] : [])),
    ),
  );
  const runningHeader = (
    <>
      <span>{firmName}</span>
      <span className="text-right">{title}</span>
    </>
  );

  return (
    <div className={cn('grid gap-4', className)}>
      <PaperPage number={1} total={total} reflow={reflow}>
        <Cover
          ctx={ctx}
          title={title}
          author={author}
          firmName={firmName}
          firmAddress={firmAddress}
          approvedOn={approvedOn}
        />
      </PaperPage>
      <PaperPage number={2} total={total} header={runningHeader} reflow={reflow}>
        <h3 className="mb-[0.8em] text-[1.25em] font-bold">Contents</h3>
        <ol className="grid gap-[0.3em]">
          {content.sections.map((section, index) => (
            <li key={section.id} className="flex items-baseline gap-[0.5em]">
              <span>
                {index + 1}. {section.title}
              </span>
              <span aria-hidden="true" className="flex-1 border-b border-dotted border-neutral-400" />
              <span className="tabular-nums">
                <span className="sr-only">page </span>
                {sectionPage.get(section.id)}
              </span>
            </li>
          ))}
        </ol>
      </PaperPage>
      {pages.map((items, index) => (
        <PaperPage key={index} number={index + 1 + FRONT_PAGES} total={total} header={runningHeader} reflow={reflow}>
          {renderPage(items)}
        </PaperPage>
      ))}
    </div>
  );
});

type CoverProps = {
  ctx: FlowContext;
  title: string;
  author: ReportPreviewProps['author'];
  firmName: string;
  firmAddress: string;
  approvedOn: string | null;
};

function Cover({ ctx, title, author, firmName, firmAddress, approvedOn }: CoverProps) {
  const p = ctx.placeholders;
  const location = [p['property.address'], p['property.town'], p['property.county']].filter(Boolean).join(', ');
  const rows: Array<[string, string | undefined]> = [
    ['LR / title number', p['property.lrNumber'] ? formatLrNumber(p['property.lrNumber']) : undefined],
    ['Location', location || undefined],
    ['Prepared for', p['client.name']],
    ['Instructing party', p['client.instructingParty']],
    ['Purpose', p['request.purpose']],
    ['Date of valuation', p['dates.valuation']],
  ];
  return (
    <div className="flex h-full flex-col gap-[2em]">
      <div className="border-b-[0.2em] border-neutral-800 pb-[0.8em]">
        <p className="text-[1.6em] font-bold">{firmName}</p>
        <p className="text-neutral-600">{firmAddress}</p>
      </div>
      <div className="grid gap-[0.4em] pt-[4em]">
        <h3 className="text-[2.4em] leading-tight font-bold">Valuation Report</h3>
        <p className="text-[1.4em]">{title}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-[1.5em] gap-y-[0.4em]">
        {rows.map(([label, value]) =>
          value ? (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd>{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      <div className="mt-auto grid gap-[0.2em]">
        <p className="font-semibold">{author.name}</p>
        <p>Registered Valuer{author.vrbNumber ? `, VRB No. ${author.vrbNumber}` : ''}</p>
        {approvedOn ? <ApprovalStamp on={approvedOn} /> : null}
      </div>
    </div>
  );
}

function SignatureBlock({
  ctx,
  author,
  firmName,
  approved,
  approvedOn,
}: {
  ctx: FlowContext;
  author: ReportPreviewProps['author'];
  firmName: string;
  approved: ReportPreviewProps['approved'];
  approvedOn: string | null;
}) {
  const date = ctx.placeholders['dates.valuation'];
  return (
    <div className="mt-[2em] grid max-w-[60%] gap-[0.2em]">
      <p>Signed for and on behalf of {firmName}</p>
      <div aria-hidden="true" className="mt-[3em] border-b border-neutral-800" />
      <p className="font-semibold">{author.name}</p>
      <p>Registered and Practising Valuer{author.vrbNumber ? `, VRB No. ${author.vrbNumber}` : ''}</p>
      {date ? <p>Date: {date}</p> : null}
      {approved && approvedOn ? <ApprovalStamp on={approvedOn} by={approved.by} /> : null}
    </div>
  );
}

function ApprovalStamp({ on, by }: { on: string; by?: string }) {
  return (
    <p className="mt-[0.8em] w-fit rounded-[0.3em] border-[0.15em] border-emerald-800 px-[0.8em] py-[0.3em] font-semibold text-emerald-800 uppercase">
      Approved {on}
      {by ? ` by ${by}` : ''}
    </p>
  );
}
