import { createRoot } from 'react-dom/client';
import { CartApp } from './CartApp';
import { readClientSettings } from '../../lib/client-settings';

let mounted = false;

export function mountCartApp(container: HTMLElement): void {
  if (mounted) return;
  mounted = true;
  createRoot(container).render(<CartApp settings={readClientSettings()} />);
}
