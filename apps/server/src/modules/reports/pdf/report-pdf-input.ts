import type { ReportContent } from '@thamani/domain/reports';

/**
 * An image ready to print: JPEG bytes (see printable-image.ts) and its pixel size (for the aspect
 * ratio). PNG is drawn too, but pdfkit embeds PNGs in an order that varies from run to run.
 */
export interface PdfImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/** Everything one approved report's PDF shows; the renderer reads nothing else. */
export interface ReportPdfInput {
  /** The frozen submitted version that was approved. */
  content: ReportContent;
  report: {
    /** The request's title (the property as the client named it). */
    title: string;
    /** The request's reference, printed as "Our ref." for the client and the bank to quote. */
    reference: string;
    /** The submitted version's number. */
    n: number;
    /** ISO instant of the approval. */
    approvedAt: string;
    approverName: string;
  };
  author: { name: string; vrbNumber: string | null; signature: PdfImage | null };
  /** The firm as its settings stood when the PDF was rendered (an issued PDF keeps them). */
  firm: PdfFirm;
  /** The public verification code and the page that checks it (printed with a QR code on every page). */
  verify: { code: string; url: string };
  /** The report's photos by document id; a photo missing here is left out. */
  photos: ReadonlyMap<string, PdfImage>;
  /** Where each photo was taken (by document id): the checklist item and its section. Missing: "Other photographs". */
  photoPlaces: ReadonlyMap<string, PdfPhotoPlace>;
}

/** The inspection checklist item a photo was taken on, and the item's section in its inspection's template. */
export interface PdfPhotoPlace {
  /** Null when the photo was taken on no item (or the template has no such item). */
  section: { id: string; title: string; order: number } | null;
  itemLabel: string | null;
}

/** The firm printed on the cover, in every footer and in the signing block. */
export interface PdfFirm {
  name: string;
  companyRegistration: string | null;
  vrbFirmNumber: string | null;
  kraPin: string | null;
  vatRegistration: string | null;
  physicalAddress: string;
  postalAddress: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  /** Who signs for the firm (a director or principal valuer), beside the valuer. */
  signatory: { name: string | null; title: string | null };
  logo: PdfImage | null;
}
