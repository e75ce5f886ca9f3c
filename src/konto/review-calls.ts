/**
 * The workspace's calls for reviews (server/accounts/review-routes.ts, docs/decisions.md 111–112):
 * send a page's edits for review, list the waiting and declined ones, publish or decline one.
 */
import { api } from './api';
import type { DeclinedReview, Review, Sent } from '../shared/publish-records';
import type { Published } from './editor-host';

export type { DeclinedReview, Review, Sent };

const path = '/redigera';

export const reviewCalls = {
  send: (file: string, data: unknown, hash: string) => api<Sent>(`${path}/granska`, { method: 'POST', body: { file, data, hash } }),
  list: () => api<{ reviews: Review[]; declined: DeclinedReview[] }>(`${path}/granskningar`),
  publish: (branch: string) => api<Published>(`${path}/granskning/publicera`, { method: 'POST', body: { branch } }),
  decline: (branch: string, note: string) => api<{ message: string }>(`${path}/granskning/avvisa`, { method: 'POST', body: { branch, note } }),
};
