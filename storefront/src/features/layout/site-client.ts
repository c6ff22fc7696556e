import { initHeader } from './header';
import { initToaster } from '../toast/toaster';
import { initCartUi } from '../cart/cart-ui';

initHeader();
initToaster();
initCartUi();
