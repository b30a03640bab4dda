import { UPLOAD_MESSAGES, type RequestDocumentCategory } from '@thamani/domain/documents';
import { paths } from '@/config/paths';
import { Camera, FileUp } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { CameraCapture } from '../components/camera-capture';
import { CornerEditor } from '../components/corner-editor';
import { PageStrip, type ScannedPage } from '../components/page-strip';
import { ScanTargetFields } from '../components/scan-target-fields';
import { encodeRaster } from '../lib/canvas';
import { outputSize, type Quad } from '../lib/geometry';
import { nextFrame, type Photo, photoFromFile, photoFromVideo } from '../lib/process-photo';
import type { Raster } from '../lib/raster';
import { saveScan } from '../lib/save-scan';
import { toBlackAndWhite, warpPerspective } from '../lib/warp';

type Shown = { raster: Raster; url: string };
type Straight = { colour: Shown; bw: Shown | null; blackAndWhite: boolean };
type Page = ScannedPage & { raster: Raster };

async function show(raster: Raster): Promise<Shown> {
  return { raster, url: URL.createObjectURL(await encodeRaster(raster, 'image/jpeg', 0.85)) };
}

/** /scan — photograph paper pages, straighten them and save them as one PDF document of a request. */
export function ScanPage() {
  const [params] = useSearchParams();
  const fixedRequestId = params.get('request');
  const [requestId, setRequestId] = useState(fixedRequestId ?? '');
  const [category, setCategory] = useState<RequestDocumentCategory | ''>('');
  const [camera, setCamera] = useState(false);
  const [photo, setPhoto] = useState<(Photo & { url: string }) | null>(null);
  const [straight, setStraight] = useState<Straight | null>(null);
  const [pages, setPages] = useState<Page[]>([]);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [savedTo, setSavedTo] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();

  // Object URLs of pages are freed when the page leaves the screen.
  const urls = useRef<string[]>([]);
  useEffect(() => () => urls.current.forEach((u) => URL.revokeObjectURL(u)), []);
  const keep = <T extends { url: string }>(shown: T): T => (urls.current.push(shown.url), shown);

  async function run(label: string, work: () => Promise<void>) {
    setBusy(true);
    setError(null);
    setStatus(label);
    await nextFrame();
    try {
      await work();
    } catch (e) {
      setStatus('');
      setError(e instanceof Error ? e.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  async function loadPhoto(get: () => Promise<Photo> | Photo) {
    await run('Processing the photo… finding the page’s edges.', async () => {
      const found = await get();
      const { url } = keep(await show(found.raster));
      setPhoto({ ...found, url });
      setStraight(null);
      setStatus(found.found ? 'Page found. Check the four corners, then straighten.' : 'No page edges found: the whole photo is selected. Drag the corners onto the paper.');
    });
  }

  async function straighten(source: Photo, quad: Quad) {
    await run('Straightening the page…', async () => {
      const { width, height } = outputSize(quad);
      const colour = keep(await show(warpPerspective(source.raster, quad, width, height)));
      setStraight({ colour, bw: null, blackAndWhite: false });
      setStatus('Page straightened. Add it to the scan, or adjust the corners again.');
    });
  }

  async function setBlackAndWhite(on: boolean) {
    if (!straight) {
      return;
    }
    // The box follows the click at once; the copy is made (once) behind it.
    setStraight({ ...straight, blackAndWhite: on });
    if (!on || straight.bw) {
      setStatus(on ? 'Black and white.' : 'Colour.');
      return;
    }
    const colour = straight.colour;
    await run('Making a black-and-white copy…', async () => {
      const bw = keep(await show(toBlackAndWhite(colour.raster)));
      setStraight((current) => (current && current.colour === colour ? { ...current, bw } : current));
      setStatus('Black and white.');
    });
  }

  function addPage() {
    if (!straight) {
      return;
    }
    const chosen = straight.blackAndWhite && straight.bw ? straight.bw : straight.colour;
    const next = [...pages, { id: crypto.randomUUID(), url: chosen.url, raster: chosen.raster, width: chosen.raster.width, height: chosen.raster.height }];
    setPages(next);
    setPhoto(null);
    setStraight(null);
    setSavedTo(null);
    setStatus(`Page ${next.length} added. Take or upload the next page, or save the scan.`);
  }

  async function save() {
    const target = fixedRequestId ?? requestId;
    if (!target || !category) {
      setError(!target ? 'Choose the request this document belongs to.' : UPLOAD_MESSAGES.category);
      return;
    }
    await run(`Saving ${pages.length} ${pages.length === 1 ? 'page' : 'pages'} as one PDF…`, async () => {
      await saveScan(target, category, pages.map((p) => p.raster));
      toast.success('Scan saved', { description: `${pages.length === 1 ? 'One page' : `${pages.length} pages`} added to the request as a PDF.` });
      setPages([]);
      setSavedTo(target);
      setStatus('Scan saved to the request.');
    });
  }

  const open = !camera && !photo;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10 sm:px-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Scan a document</h1>
        <p className="text-muted-foreground">Photograph each page of the paper; it is straightened and saved as one PDF on the request.</p>
      </header>
      <ScanTargetFields fixedRequestId={fixedRequestId} requestId={requestId} onRequestId={setRequestId} category={category} onCategory={setCategory} />

      <p role="status" aria-live="polite" className="min-h-5 text-sm">
        {status}
      </p>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {savedTo && (
        <p>
          <Link to={paths.myRequest(savedTo)} className="font-medium text-primary underline underline-offset-4">
            Back to the request
          </Link>
        </p>
      )}

      {open && (
        <section aria-label="Add a page" className="flex flex-wrap gap-2">
          <Button onClick={() => setCamera(true)} disabled={busy}>
            <Camera aria-hidden="true" /> Take photo
          </Button>
          <Button variant="outline" onClick={() => fileInput.current?.click()} disabled={busy}>
            <FileUp aria-hidden="true" /> Upload a photo
          </Button>
          <label htmlFor={fileId} className="sr-only">
            Photo of the page
          </label>
          <input
            id={fileId}
            ref={fileInput}
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            tabIndex={-1}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) {
                void loadPhoto(() => photoFromFile(file));
              }
            }}
          />
        </section>
      )}

      {camera && !photo && (
        <CameraCapture
          onClose={() => setCamera(false)}
          onCapture={(video) => {
            setCamera(false);
            void loadPhoto(() => photoFromVideo(video));
          }}
        />
      )}

      {photo && !straight && (
        <section aria-labelledby={`${fileId}-corners`} className="grid gap-3">
          <h2 id={`${fileId}-corners`} className="text-xl font-semibold">
            Adjust the corners
          </h2>
          <CornerEditor imageUrl={photo.url} width={photo.raster.width} height={photo.raster.height} quad={photo.quad} onChange={(quad) => setPhoto({ ...photo, quad })} />
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void straighten(photo, photo.quad)} disabled={busy}>
              Straighten
            </Button>
            <Button variant="outline" onClick={() => setPhoto(null)} disabled={busy}>
              Retake
            </Button>
          </div>
        </section>
      )}

      {photo && straight && (
        <section aria-labelledby={`${fileId}-page`} className="grid gap-3">
          <h2 id={`${fileId}-page`} className="text-xl font-semibold">
            Straightened page
          </h2>
          <img
            src={straight.blackAndWhite && straight.bw ? straight.bw.url : straight.colour.url}
            alt="The straightened page"
            className="mx-auto h-auto max-h-[60vh] w-auto max-w-full rounded border border-border bg-white"
          />
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" className="size-4 accent-primary" checked={straight.blackAndWhite} disabled={busy} onChange={(e) => void setBlackAndWhite(e.target.checked)} />
            Black and white
          </label>
          <div className="flex flex-wrap gap-2">
            <Button onClick={addPage} disabled={busy}>
              Add page
            </Button>
            <Button variant="outline" onClick={() => setStraight(null)} disabled={busy}>
              Adjust corners
            </Button>
            <Button variant="outline" onClick={() => setPhoto(null)} disabled={busy}>
              Retake
            </Button>
          </div>
        </section>
      )}

      <section aria-labelledby={`${fileId}-pages`} className="grid gap-3">
        <h2 id={`${fileId}-pages`} className="text-xl font-semibold">
          Pages ({pages.length})
        </h2>
        <PageStrip pages={pages} onRemove={(id) => setPages(pages.filter((p) => p.id !== id))} />
        <div>
          <Button onClick={() => void save()} disabled={busy || pages.length === 0}>
            Save as PDF
          </Button>
        </div>
      </section>
    </div>
  );
}
