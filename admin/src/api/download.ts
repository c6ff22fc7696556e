import { buildUrl, type Query } from './http';
import { tokenStore } from './tokenStore';
import { currentLocale } from '../i18n/locale';

/** A file answer (CSV, XML, a spreadsheet), fetched with the session's token: a plain link could not send it. */
export function fetchFile(path: string, query?: Query, init: RequestInit = {}): Promise<Response> {
  const token = tokenStore.accessToken();
  const headers: Record<string, string> = { 'Accept-Language': currentLocale() };
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(buildUrl(path, query), { ...init, headers });
}

/** Hands a fetched file to the browser under its name; its address is freed once the download has had `keepMs` to start. */
export async function saveFile(res: Response, fileName: string, keepMs: number): Promise<void> {
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), keepMs);
}
