/** @jsxRuntime automatic — also when run by tools that do not read apps/server/tsconfig.json (npm run bench) */
import { Image, Text, View } from '@react-pdf/renderer';
import type { ReportPhoto } from '@thamani/domain/reports';
import { groupPhotos, type PrintedPhoto } from './report-pdf-photo-groups.ts';
import type { PdfImage, PdfPhotoPlace } from './report-pdf-input.ts';
import { styles } from './report-pdf-styles.ts';

/** PNG starts with its signature; everything else we print is JPEG (the job converts the rest). */
export function imageSource(image: PdfImage): { data: Buffer; format: 'png' | 'jpg' } {
  const isPng = image.bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return { data: image.bytes, format: isPng ? 'png' : 'jpg' };
}

function PhotoRow({ row }: { row: readonly PrintedPhoto[] }) {
  return (
    <View style={styles.photoRow}>
      {row.map(({ photo, image, number, caption }) => (
        <View key={`${photo.documentId}-${number}`} style={styles.photo}>
          <Image src={imageSource(image)} style={{ width: '100%', aspectRatio: image.width / Math.max(1, image.height) }} />
          <Text style={styles.photoCaption}>
            Photo {number}
            {caption ? `: ${caption}` : ''}
          </Text>
        </View>
      ))}
    </View>
  );
}

/**
 * The photos under the inspection section they were taken in, two a row; a row is kept whole
 * with its captions on one page, and a section's heading with its first row (rows, not one grid,
 * so a title keeps its first row).
 */
export function PhotoGrid({ photos, images, places }: { photos: readonly ReportPhoto[]; images: ReadonlyMap<string, PdfImage>; places: ReadonlyMap<string, PdfPhotoPlace> }) {
  const groups = groupPhotos(photos, images, places);
  if (groups.length === 0) {
    return <Text style={styles.empty}>No photographs are included in this report.</Text>;
  }
  return groups.flatMap((group, g) =>
    Array.from({ length: Math.ceil(group.photos.length / 2) }, (_, r) => (
      <View key={`${g}-${r}`} wrap={false}>
        {r === 0 && group.heading !== null ? <Text style={styles.photoHeading}>{group.heading}</Text> : null}
        <PhotoRow row={group.photos.slice(r * 2, r * 2 + 2)} />
      </View>
    )),
  );
}
