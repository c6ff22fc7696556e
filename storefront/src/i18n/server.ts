/** Build time (and unit tests): both languages at hand. Never imported by browser code. */
import { registerDictionary } from './index';
import en from './en';
import ar from './ar';

registerDictionary('en', en);
registerDictionary('ar', ar);

export { t } from './index';
