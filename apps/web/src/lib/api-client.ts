import type { ErrorBody } from '@veloport/domain';

export const API_BASE = '/api';
const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Code used when the request never got an answer (offline, DNS, server down). */
export const NETWORK_ERROR_CODE = 'network_error';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  readonly retryAfter: number | null;

  constructor(status: number, code: string, fields: Record<string, string> = {}, retryAfter: number | null = null) {
    super(code);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfter = retryAfter;
  }

  get isNetworkError(): boolean {
    return this.code === NETWORK_ERROR_CODE;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Query = Record<string, string | number | boolean | null | undefined>;
type RequestOptions = { query?: Query; body?: unknown; signal?: AbortSignal };

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return value.join('=');
      }
    }
  }
  return null;
}

function buildUrl(path: string, query?: Query): string {
  const url = `${API_BASE}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/**
 * The page's language, sent with every call as `Accept-Language`: the API answers names staff typed (accessories,
 * used bikes, stores) in it (decision 101). Set by the root layout from the URL.
 */
let pageLanguage: string | null = null;
/**
 * Where a call reads its language: the page's in the browser. The server-side renderer renders several requests at
 * once, so it reads the language of the render the call belongs to instead (decision 101).
 */
let languageOfCall: () => string | null = () => pageLanguage;
export function setApiLanguageSource(source: () => string | null): void {
  languageOfCall = source;
}
/** True when the page had another language before: what the API answered then is in that language. */
export function setApiLanguage(language: string): boolean {
  const switched = pageLanguage !== null && pageLanguage !== language;
  pageLanguage = language;
  return switched;
}

type Transport = (input: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (input, init) => fetch(input, init);

/** The server-side renderer answers the app's calls in-process: Node has no page origin for `/api/...`. */
export function setApiTransport(next: Transport): void {
  transport = next;
}

async function send(input: string, init: RequestInit): Promise<Response> {
  try {
    return await transport(input, { credentials: 'include', ...init });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_CODE);
  }
}

/** Asks the API to (re)issue the XSRF-TOKEN cookie. */
export async function refreshCsrfCookie(): Promise<void> {
  const response = await send(`${API_BASE}/csrf-cookie`, { method: 'GET', headers: { Accept: 'application/json' } });
  if (!response.ok) throw await toApiError(response);
}

async function csrfToken(): Promise<string> {
  const existing = readCookie(XSRF_COOKIE);
  if (existing) return existing;
  await refreshCsrfCookie();
  return readCookie(XSRF_COOKIE) ?? '';
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: Partial<ErrorBody> | null;
  try {
    body = (await response.json()) as Partial<ErrorBody>;
  } catch {
    body = null;
  }
  const error = body?.error;
  const retryHeader = Number(response.headers.get('Retry-After'));
  const retryAfter = error?.retryAfter ?? (Number.isFinite(retryHeader) && retryHeader > 0 ? retryHeader : null);
  const fallback = response.status >= 500 ? 'internal_error' : 'unknown';
  return new ApiError(response.status, error?.code ?? fallback, error?.fields ?? {}, retryAfter);
}

async function perform(method: Method, path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const language = languageOfCall();
  if (language) headers['Accept-Language'] = language;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (UNSAFE_METHODS.has(method)) headers[XSRF_HEADER] = await csrfToken();
  return send(buildUrl(path, options.query), { method, headers, body, signal: options.signal });
}

async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  let response = await perform(method, path, options);
  if (!response.ok && response.status === 403 && UNSAFE_METHODS.has(method)) {
    const error = await toApiError(response.clone());
    // An expired session rotates the token: fetch a fresh one and try once more.
    if (error.code === 'csrf_mismatch') {
      await refreshCsrfCookie();
      response = await perform(method, path, options);
    }
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(response.status, 'internal_error');
  }
}

/**
 * Saves what the API answers at `path` as a file. Fetched rather than linked, so that a refusal (a file that fails
 * its XSD answers 422 with the reason) becomes an ApiError the screen shows, instead of an error saved as a file.
 */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const response = await fetch(`${API_BASE}${path}`, { credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
    throw new ApiError(response.status, body?.error?.code ?? 'unknown', {}, null);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

export const apiClient = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
