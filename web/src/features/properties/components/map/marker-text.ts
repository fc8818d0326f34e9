import { css } from 'styled-system/css';

const SR_ONLY = css({ srOnly: true });

/**
 * A marker's content, built as elements (never HTML text, so a listing's title cannot inject markup):
 * what it shows, hidden from screen readers, and its text alternative, which names the button Leaflet
 * makes of the marker. `data` marks it for the browser tests.
 */
export function markerText(shown: string, alternative: string, data: Record<string, string>): HTMLElement {
  const holder = document.createElement('span');
  for (const [name, value] of Object.entries(data)) holder.dataset[name] = value;
  const visible = document.createElement('span');
  visible.setAttribute('aria-hidden', 'true');
  visible.textContent = shown;
  const spoken = document.createElement('span');
  spoken.className = SR_ONLY;
  spoken.textContent = alternative;
  holder.append(visible, spoken);
  return holder;
}
