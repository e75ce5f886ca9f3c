/**
 * What the last publish or restore said, kept by the editor's view: the page is read in again
 * after it, so the message outlives the form that asked.
 */
import { createContext, useContext } from 'react';

export interface PublishNotice {
  severity: 'success' | 'warning';
  message: string;
}

export const PublishNoticeContext = createContext<(notice: PublishNotice | undefined) => void>(() => undefined);

export const useSetPublishNotice = () => useContext(PublishNoticeContext);

/** A publish whose push failed keeps its commit: the server says so, and it is a warning, not a success. */
export const noticeOf = (answer: { message: string; pushed?: boolean | null }): PublishNotice => ({
  severity: answer.pushed === false ? 'warning' : 'success',
  message: answer.message,
});
