import type { ApiClient } from '../api/client.ts';
import { ApiResponseError } from '../api/errors.ts';
import { pageIdProblem } from '../lib/pageSegment.ts';

/**
 * Fails the build when a record whose id becomes a page address has an id that cannot be one,
 * naming the URL that sent it and the id (as the deploy's summary shows any API fault).
 */
export function assertPageIds(client: ApiClient, listPath: string, records: ReadonlyArray<{ id: string }>): void {
  for (const { id } of records) {
    const problem = pageIdProblem(id);
    if (problem) {
      throw new ApiResponseError(
        'GET',
        client.url(listPath),
        `record id ${JSON.stringify(id)} cannot be a page address (${problem})`,
      );
    }
  }
}
