import { ippRequest, type IppResponse, type IppTlsOptions } from './ippTransport';
import { ippJobState } from './ippJobState';
import { PrinterError, type PrinterJobRecord } from './types';

export interface FindJobOptions {
  timeoutMs: number;
  userName: string;
  tls?: IppTlsOptions;
}

/**
 * The newest job the printer lists under exactly this job-name, or null: Get-Jobs with
 * which-jobs=all (PWG 5100.7); a printer that knows only 'completed' and 'not-completed' is asked
 * both. The print queue calls it before resending a job that was interrupted while sending
 * (docs/print-queue.md). A printer forgets completed jobs after a while (CUPS and ippeveprinter:
 * 60 s), so null means "not received" only shortly after sending.
 */
export async function findIppJobByName(
  uri: string,
  name: string,
  options: FindJobOptions,
): Promise<PrinterJobRecord | null> {
  let groups: IppResponse['jobs'];
  const all = await getJobs(uri, 'all', options);
  if (all.status.startsWith('successful') && !('which-jobs' in all.unsupported)) {
    groups = all.jobs;
  } else {
    const [open, done] = await Promise.all([
      getJobs(uri, 'not-completed', options),
      getJobs(uri, 'completed', options),
    ]);
    for (const response of [open, done]) {
      if (!response.status.startsWith('successful')) {
        throw new PrinterError('refused', `The printer refused Get-Jobs (${response.status}).`, true);
      }
    }
    groups = [...open.jobs, ...done.jobs];
  }
  let newest: PrinterJobRecord | null = null;
  for (const group of groups) {
    if (group['job-name'] !== name) continue;
    const printerJobId = Number(group['job-id']);
    const state = ippJobState(group['job-state']);
    if (!Number.isInteger(printerJobId) || !state) continue;
    if (!newest || printerJobId > newest.printerJobId) newest = { printerJobId, state };
  }
  return newest;
}

function getJobs(uri: string, whichJobs: string, options: FindJobOptions): Promise<IppResponse> {
  return ippRequest(
    uri,
    {
      operation: 'Get-Jobs',
      attributes: {
        'requesting-user-name': options.userName,
        'which-jobs': whichJobs,
        'requested-attributes': ['job-id', 'job-name', 'job-state'],
      },
    },
    { timeoutMs: options.timeoutMs, ...(options.tls ? { tls: options.tls } : {}) },
  );
}
