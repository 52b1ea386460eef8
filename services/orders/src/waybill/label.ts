import { NovaPoshtaError } from '../nova-poshta/client';

const TIMEOUT_MS = 20_000;

/**
 * The waybill's 100×100 mm label as a PDF from Nova Poshta's cabinet. Its address carries the API key, so the
 * shop fetches it and hands the admin the file, never the address.
 */
export async function fetchLabel(labelUrl: string, apiKey: string, number: string): Promise<Buffer> {
  const url = `${labelUrl}/orders[]/${encodeURIComponent(number)}/type/pdf/apiKey/${encodeURIComponent(apiKey)}`;
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new NovaPoshtaError(`Nova Poshta's label is unreachable: ${(error as Error).message}`);
  }
  // A wrong key or number gets an HTML page, not an error status.
  if (!res.ok || !res.headers.get('content-type')?.includes('pdf'))
    throw new NovaPoshtaError(`Nova Poshta answered no label (HTTP ${res.status})`);
  return Buffer.from(await res.arrayBuffer());
}
