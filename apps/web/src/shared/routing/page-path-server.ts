import { headers } from 'next/headers';
import { PAGE_PATH_HEADER } from './page-path';

/** Server components: the path of the page being rendered ('/' when unknown). */
export async function pagePath(): Promise<string> {
  return (await headers()).get(PAGE_PATH_HEADER) ?? '/';
}
