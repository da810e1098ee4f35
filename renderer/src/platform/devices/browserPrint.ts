import type { PrintDocument } from '@shared/ipc/queue';
import { imageBadgeHtml, textBadgeHtml } from './printHtml';

export interface BrowserPrintJob {
  document: PrintDocument;
  jobName: string;
  copies: number;
}

/** The frame of the previous job; kept until the next one, as a PDF viewer may still be printing. */
let previous: { frame: HTMLIFrameElement; urls: string[] } | null = null;

/**
 * Prints one document through the browser's print dialog from a hidden frame: a PDF as itself (the
 * browser's PDF viewer prints it; pick the copies in the dialog), a PNG or a text badge as an HTML
 * page sized to the badge with one page per copy. Resolves once print() returned, which is when the
 * dialog was closed in Chromium and Firefox; the browser does not say whether the person printed
 * or cancelled.
 */
export async function printInBrowser(job: BrowserPrintJob): Promise<void> {
  cleanUpPrevious();
  const urls: string[] = [];
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  // Not display:none: some browsers do not print a frame that is not laid out.
  Object.assign(frame.style, {
    position: 'fixed',
    right: '0',
    bottom: '0',
    width: '0',
    height: '0',
    border: '0',
    opacity: '0',
  });

  const { document: doc } = job;
  if (doc.format === 'application/pdf') {
    const url = URL.createObjectURL(new Blob([doc.data as BlobPart], { type: doc.format }));
    urls.push(url);
    frame.src = url;
  } else if (doc.format === 'image/png') {
    const url = URL.createObjectURL(new Blob([doc.data as BlobPart], { type: doc.format }));
    urls.push(url);
    frame.srcdoc = imageBadgeHtml(url, job.jobName, job.copies);
  } else {
    const { toDataURL } = await import('qrcode');
    const qr = await toDataURL(doc.badge.ticketUrl, { errorCorrectionLevel: 'M', margin: 1, width: 480 });
    frame.srcdoc = textBadgeHtml(doc.badge, qr, job.jobName, job.copies);
  }

  const loaded = new Promise<void>((resolve, reject) => {
    frame.addEventListener('load', () => resolve(), { once: true });
    frame.addEventListener('error', () => reject(new Error('The badge could not be loaded for printing')), {
      once: true,
    });
  });
  document.body.append(frame);
  previous = { frame, urls };
  await loaded;
  await imagesReady(frame);

  const win = frame.contentWindow;
  if (!win) throw new Error('The print frame is gone');
  // A PDF viewer may still be spooling after afterprint; its frame waits for the next job.
  if (doc.format !== 'application/pdf') win.addEventListener('afterprint', cleanUpPrevious, { once: true });
  win.focus();
  win.print();
}

/** print() before the QR or badge image decoded would print an empty box. */
async function imagesReady(frame: HTMLIFrameElement): Promise<void> {
  const images = frame.contentDocument ? [...frame.contentDocument.images] : [];
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
}

function cleanUpPrevious(): void {
  if (!previous) return;
  previous.frame.remove();
  for (const url of previous.urls) URL.revokeObjectURL(url);
  previous = null;
}
