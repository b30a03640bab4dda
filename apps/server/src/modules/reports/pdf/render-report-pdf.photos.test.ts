import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { latestTemplateFor } from '@thamani/domain/inspection-templates';
import type { ReportPhoto } from '@thamani/domain/reports';
import { photoPlace } from './load-report-pdf-input.ts';
import { pdfPagesText } from '#test/pdf-text.ts';
import { renderReportPdf } from './render-report-pdf.tsx';
import type { PdfImage, PdfPhotoPlace } from './report-pdf-input.ts';
import { groupPhotos, OTHER_PHOTOGRAPHS } from './report-pdf-photo-groups.ts';
import { sampleReportContent, sampleReportInput } from './report-pdf.fixture.ts';

const template = latestTemplateFor('residential');
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

async function image(): Promise<PdfImage> {
  const bytes = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2a7a5a' } }).jpeg().toBuffer();
  return { bytes, width: 400, height: 300 };
}

/** In the report's order: a photo with no item, a Walls photo, a site photo, a second Walls photo with no caption. */
const photos: ReportPhoto[] = [
  { documentId: id(1), caption: 'Street view from the gate' },
  { documentId: id(2), caption: 'Walls — hairline crack by the kitchen door' },
  { documentId: id(3), caption: 'Access road' },
  { documentId: id(4), caption: '' },
];
const places = new Map<string, PdfPhotoPlace>([
  [id(1), photoPlace(template, null)],
  [id(2), photoPlace(template, 'improvements.walls')],
  [id(3), photoPlace(template, 'site.access_road')],
  [id(4), photoPlace(template, 'improvements.walls')],
]);

describe('where a photo was taken', () => {
  it('is the checklist item and its section in the inspection’s template', () => {
    expect(photoPlace(template, 'improvements.walls')).toEqual({ section: { id: 'improvements', title: 'Improvements', order: expect.any(Number) }, itemLabel: 'Walls' });
    expect(photoPlace(template, null)).toEqual({ section: null, itemLabel: null });
    expect(photoPlace(template, 'no.such_item')).toEqual({ section: null, itemLabel: null });
    expect(photoPlace(null, 'improvements.walls')).toEqual({ section: null, itemLabel: null });
  });
});

describe('the photographs of the report PDF', () => {
  it('are grouped by section in the checklist’s order, photos without an item last, captions falling back to the item', async () => {
    const img = await image();
    const images = new Map(photos.map((p) => [p.documentId, img]));
    const groups = groupPhotos(photos, images, places);
    expect(groups.map((g) => [g.heading, g.photos.map((p) => [p.number, p.caption])])).toEqual([
      ['Site', [[1, 'Access road']]],
      [
        'Improvements',
        [
          [2, 'Walls — hairline crack by the kitchen door'],
          [3, 'Walls'],
        ],
      ],
      [OTHER_PHOTOGRAPHS, [[4, 'Street view from the gate']]],
    ]);
  });

  it('print no section heading when no photo was taken on an item', async () => {
    const img = await image();
    const groups = groupPhotos([photos[0] as ReportPhoto], new Map([[id(1), img]]), new Map());
    expect(groups).toEqual([{ heading: null, photos: [expect.objectContaining({ number: 1, caption: 'Street view from the gate' })] }]);
  });

  it('print each photo under its section with its caption', async () => {
    const content = { ...sampleReportContent({ narrativeParagraphs: 1, comparables: 1, photos: 0 }), photos };
    const img = await image();
    const images = new Map(photos.map((p) => [p.documentId, img]));
    const text = (await pdfPagesText(await renderReportPdf(sampleReportInput(content, images, null, places)))).join(' ');
    const order = [
      '5. Photographs Site Photo 1: Access road',
      'Improvements Photo 2: Walls — hairline crack by the kitchen door Photo 3: Walls',
      'Other photographs Photo 4: Street view from the gate',
    ].map((line) => text.indexOf(line));
    expect(order.every((at) => at >= 0), text).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});
