import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { heading } from 'styled-system/recipes/heading';
import { input } from 'styled-system/recipes/input';
import { textarea } from 'styled-system/recipes/textarea';
import { FiArrowLeft, FiSend } from 'react-icons/fi';
import { MESSAGES } from '@homehaven/domain/messages';
import { buttonClass } from '../../components/static/button-style';
import { PAGE_CONTAINER } from '../../components/static/page-container';
import { notifySuccess } from '../../lib/toast';
import { useEarlyFormValues } from '../../lib/use-early-input';
import { useHydrated } from '../../lib/use-hydrated';

const EMPTY = { name: '', email: '', subject: '', message: '' };

const PAGE = css({ py: { base: '10', md: '16' } });
const BACK = buttonClass({ variant: 'ghost', className: css({ mb: '4' }) });
const SLOTS = card({ variant: 'outline', size: 'md' });
const CARD = cx(SLOTS.root, css({ rounded: '2xl', shadow: 'sm' }));
const BODY = cx(SLOTS.body, css({ gap: '6', p: { base: '6', md: '10' } }));
const INTRO = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const LEAD = css({ color: 'fg.muted' });
const FORM = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const INPUT = input({ size: 'md', variant: 'outline' });
const TEXTAREA = textarea({ size: 'md', variant: 'outline' });
const SEND = buttonClass({ size: 'lg', palette: 'teal', className: css({ alignSelf: 'flex-start' }) });

/** Contact: a form that is cleared with a thank-you toast; nothing is stored or sent (docs/product.md §5.3 Contact). */
export function ContactPage() {
  const navigate = useNavigate();
  // Before the app has started, a press of the button must not submit the form natively (a reload).
  const hydrated = useHydrated();
  const [values, setValues] = useState(EMPTY);
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => setValues((old) => ({ ...old, [field]: event.target.value }));

  // What was typed in the prerendered form before the app started.
  const form = useEarlyFormValues((name, value) => {
    if (name in EMPTY) setValues((old) => ({ ...old, [name]: value }));
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setValues(EMPTY);
    notifySuccess(MESSAGES.contact.success);
  };

  return (
    <div className={PAGE}>
      <div className={PAGE_CONTAINER['2xl']}>
        <button type="button" className={BACK} onClick={() => void navigate(-1)}>
          <FiArrowLeft /> Back Home
        </button>
        <div className={CARD}>
          <div className={BODY}>
            <div className={INTRO}>
              <h1 className={heading({ size: '3xl' })}>Contact Us</h1>
              <p className={LEAD}>Have a question about buying, selling or renting? Send us a message and we will get back to you.</p>
            </div>
            {/* Native `required` and type=email: the browser's own checks, as required (docs/product.md §5.3 Contact). The placeholders name the fields. */}
            <form ref={form} className={FORM} onSubmit={submit}>
              <input name="name" aria-label="Full Name" placeholder="Full Name" required value={values.name} onChange={set('name')} className={INPUT} />
              <input name="email" type="email" aria-label="Email Address" placeholder="Email Address" required value={values.email} onChange={set('email')} className={INPUT} />
              <input name="subject" aria-label="Subject" placeholder="Subject" required value={values.subject} onChange={set('subject')} className={INPUT} />
              <textarea name="message" aria-label="Your Message" placeholder="Your Message" required rows={6} value={values.message} onChange={set('message')} className={TEXTAREA} />
              <button type={hydrated ? 'submit' : 'button'} className={SEND}>
                <FiSend /> Send Message
              </button>
            </form>
          </div>
        </div>
      </div>
    </div>
  );
}
