import type { AnyRouter } from '@tanstack/react-router';

/**
 * Takes away the page's placeholder (#boot in index.html) once the router has rendered the first page: it renders
 * nothing until that page's code and data have arrived, and the placeholder stays until then.
 */
export function removeBootPlaceholderOnceRendered(router: AnyRouter) {
  const placeholder = document.getElementById('boot');
  if (!placeholder) return;
  const stop = router.subscribe('onRendered', () => {
    placeholder.remove();
    stop();
  });
}
