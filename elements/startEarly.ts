import { getRuntime } from '../src/core/runtime/platonRuntime';
import { startElementsOnPage } from './start/startElementsOnPage';

// The entry imports this module first, so it runs before React DOM is evaluated and the elements are
// defined: the calls of the elements already on the page go out that much sooner (issue 13).
if (typeof document !== 'undefined' && typeof customElements !== 'undefined') startElementsOnPage(getRuntime(), document);
