import { initHeader } from './header';
import { initToaster } from '../toast/toaster';
import { initCartUi } from '../cart/cart-ui';
import { initScrollbars } from './scrollbars';
import { initReveal } from './reveal';

initHeader();
initToaster();
initCartUi();
initScrollbars();
initReveal();
