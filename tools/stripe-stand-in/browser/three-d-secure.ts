// The bank's 3-D Secure challenge of the browser-side Stripe stand-in: where Stripe.js opens the
// bank's page in a modal, a native dialog with Complete and Fail, like Stripe's test page. Dev
// tooling only (docs/payments.md "3-D Secure").

/** What the payer did with the challenge: passed it, or failed (closing it fails, as at Stripe). */
export type ChallengeOutcome = 'complete' | 'fail';

const DIALOG_STYLE =
  'max-width:min(26rem,calc(100vw - 2rem));border:0;border-radius:12px;padding:24px;box-shadow:0 20px 50px rgba(0,0,0,.3);font:16px/1.5 system-ui,sans-serif;color:#1a202c;background:#fff;';
const BUTTON_STYLE = 'font:inherit;font-weight:600;padding:10px 16px;border-radius:8px;cursor:pointer;min-height:44px;';

function button(label: string, outcome: ChallengeOutcome, style: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'submit';
  element.value = outcome;
  element.textContent = label;
  element.style.cssText = BUTTON_STYLE + style;
  return element;
}

/** Shows the challenge for a payment of `amount` (already formatted) and resolves with what the payer chose. */
export function showChallenge(amount: string): Promise<ChallengeOutcome> {
  const dialog = document.createElement('dialog');
  dialog.dataset.stripeStandIn = '3ds';
  dialog.setAttribute('aria-labelledby', 'stand-in-3ds-title');
  dialog.setAttribute('aria-describedby', 'stand-in-3ds-text');
  dialog.style.cssText = DIALOG_STYLE;
  const title = document.createElement('h2');
  title.id = 'stand-in-3ds-title';
  title.textContent = '3D Secure test page';
  title.style.cssText = 'margin:0 0 8px;font-size:20px;';
  const text = document.createElement('p');
  text.id = 'stand-in-3ds-text';
  text.textContent = `Your bank asks you to confirm a payment of ${amount}. This is the Stripe stand-in's test page: choose what your bank answers.`;
  text.style.cssText = 'margin:0 0 16px;';
  const form = document.createElement('form');
  form.method = 'dialog';
  form.style.cssText = 'display:flex;flex-wrap:wrap;gap:12px;';
  form.append(
    button('Complete authentication', 'complete', 'background:#2c7a7b;color:#fff;border:0;'),
    button('Fail authentication', 'fail', 'background:#fff;color:#9b2c2c;border:2px solid #9b2c2c;'),
  );
  dialog.append(title, text, form);
  document.body.append(dialog);
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => {
      dialog.remove();
      resolve(dialog.returnValue === 'complete' ? 'complete' : 'fail');
    });
    dialog.showModal();
  });
}
