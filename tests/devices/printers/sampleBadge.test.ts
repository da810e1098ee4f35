import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_BADGE, sampleBadge, sampleBadgePdf } from '../../../main/devices/printers';

const run = promisify(execFile);
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lanyard-badge-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('sample badge', () => {
  it('is a text badge document for TXT printers', () => {
    expect(sampleBadge()).toEqual({ format: 'text/x-badge', badge: SAMPLE_BADGE });
  });

  it('is a one-page 90 × 120 mm PDF with the name, company, type and ticket id', async () => {
    const { format, data } = await sampleBadgePdf();
    expect(format).toBe('application/pdf');
    const pdf = await PDFDocument.load(data);
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect((width / 72) * 25.4).toBeCloseTo(90, 1);
    expect((height / 72) * 25.4).toBeCloseTo(120, 1);

    const file = path.join(dir, 'badge.pdf');
    await writeFile(file, data);
    const { stdout: text } = await run('pdftotext', [file, '-']);
    for (const line of [SAMPLE_BADGE.name, SAMPLE_BADGE.company!, 'SPEAKER', SAMPLE_BADGE.ticketId]) {
      expect(text).toContain(line);
    }
  });

  it('carries a QR code that scans as the ticket URL', async () => {
    const badge = { ...SAMPLE_BADGE, ticketUrl: 'https://lanyard.example/tickets/T-QR-42' };
    const file = path.join(dir, 'qr.pdf');
    await writeFile(file, (await sampleBadgePdf(badge)).data);
    await run('pdftoppm', ['-png', '-r', '150', '-singlefile', file, path.join(dir, 'qr')]);
    const { stdout } = await run('zbarimg', ['--quiet', '--raw', path.join(dir, 'qr.png')]);
    expect(stdout.trim()).toBe(badge.ticketUrl);
  });

  it('keeps a name outside Latin-1 printable', async () => {
    const file = path.join(dir, 'names.pdf');
    await writeFile(file, (await sampleBadgePdf({ ...SAMPLE_BADGE, name: 'Ayşe Yılmaz' })).data);
    const { stdout } = await run('pdftotext', [file, '-']);
    expect(stdout).toContain('Ayse Y?lmaz');
  });
});
