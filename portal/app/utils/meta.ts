// A page's title and description for Remix's meta export (a route's meta replaces its parents').
import { pageDescriptions } from '~/messages/meta';

export function pageMeta(title: string, description: string = pageDescriptions.default) {
  return [{ title }, { name: 'description', content: description }];
}
