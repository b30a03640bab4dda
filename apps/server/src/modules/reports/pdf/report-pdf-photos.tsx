/** @jsxRuntime automatic — also when run by tools that do not read apps/server/tsconfig.json (npm run bench) */
import { Image, Text, View } from '@react-pdf/renderer';
import type { ReportPhoto } from '@thamani/domain/reports';
import type { PdfImage } from './report-pdf-input.ts';
import { styles } from './report-pdf-styles.ts';

/** PNG starts with its signature; everything else we print is JPEG (the job converts the rest). */
export function imageSource(image: PdfImage): { data: Buffer; format: 'png' | 'jpg' } {
  const isPng = image.bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return { data: image.bytes, format: isPng ? 'png' : 'jpg' };
}

/** Two photos a row, a row kept whole with its captions on one page (rows, not one grid, so a title keeps its first row). */
export function PhotoGrid({ photos, images }: { photos: readonly ReportPhoto[]; images: ReadonlyMap<string, PdfImage> }) {
  const printable = photos.flatMap((photo) => {
    const image = images.get(photo.documentId);
    return image ? [{ photo, image }] : [];
  });
  if (printable.length === 0) {
    return <Text style={styles.empty}>No photographs are included in this report.</Text>;
  }
  const rows = Array.from({ length: Math.ceil(printable.length / 2) }, (_, r) => printable.slice(r * 2, r * 2 + 2));
  return rows.map((row, r) => (
    <View key={r} style={styles.photoRow} wrap={false}>
      {row.map(({ photo, image }, c) => (
        <View key={`${photo.documentId}-${c}`} style={styles.photo}>
          <Image src={imageSource(image)} style={{ width: '100%', aspectRatio: image.width / Math.max(1, image.height) }} />
          <Text style={styles.photoCaption}>
            Photo {r * 2 + c + 1}
            {photo.caption ? `: ${photo.caption}` : ''}
          </Text>
        </View>
      ))}
    </View>
  ));
}
