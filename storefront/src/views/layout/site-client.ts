import { initHeader } from './header';
import { initToaster } from '../../features/toast/toaster';
import { initCartUi } from '../../features/cart/cart-ui';
import { initScrollbars } from './scrollbars';
import { initReveal } from './reveal';

initHeader();
initToaster();
initCartUi();
initScrollbars();
initReveal();
