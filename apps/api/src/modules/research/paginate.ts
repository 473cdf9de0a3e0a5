import { isPageAllowed, pageBeyondCapMessage, type Paging } from '@postradar/search';
import { AppError } from '../../lib/app-error';

/** A page beyond pages x perPage = 10000 is refused, naming the parameter (decision 0013). */
export function assertPageAllowed({ page, perPage }: Paging) {
  if (!isPageAllowed(page, perPage)) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Invalid query parameter 'page': ${pageBeyondCapMessage(page, perPage)}`,
    );
  }
}
