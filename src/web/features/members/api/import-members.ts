import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/api-paths.js';
import { csrfHeader } from '#shared/csrf.js';
import type { MemberImportPreview, MemberImportResult } from '#shared/schemas/member-csv.js';
import { ApiError, ApiNetworkError, errorMessageFromBody } from '#web/lib/api-client';
import { memberKeys } from '../query-keys';

/** POSTs the chosen file as it is: the server decodes it (UTF-8 or Excel's Shift_JIS). */
async function postCsv<T>(url: string, file: Blob): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'text/csv',
        [csrfHeader.name]: csrfHeader.value,
      },
      body: file,
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new ApiNetworkError({ cause: error });
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    // Not JSON (a gateway's page): the status alone tells what went wrong.
  }
  if (!response.ok) {
    throw new ApiError(
      response.status,
      errorMessageFromBody(response.status, body, response.statusText),
      body,
    );
  }
  return body as T;
}

/** Each row of the file with what keeps it out; nothing is saved yet. */
export function usePreviewMemberImport() {
  return useMutation({
    mutationFn: (file: Blob) => postCsv<MemberImportPreview>(apiPaths.adminMembersImportPreview, file),
  });
}

/** Adds the good rows as members (each is mailed a link to set her password). */
export function useImportMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob) => postCsv<MemberImportResult>(apiPaths.adminMembersImport, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.lists() }),
  });
}
