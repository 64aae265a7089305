import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { FIELD_LIMITS, isEmailAddress, MESSAGES } from '@sawa/shared/domain';
import { Field, useToast } from '@sawa/web/ui';
import { SubscribeToNewsletterDocument } from '../gql/graphql';

/** Footer sign-up (SPEC §2): a toast says whether it worked. */
export function Newsletter() {
  const [email, setEmail] = useState('');
  const toast = useToast();
  const [subscribe, { loading }] = useMutation(SubscribeToNewsletterDocument);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The product's one e-mail rule (the browser's own check lets `a@b.c` through): the field says what is wrong.
    if (!isEmailAddress(email.trim())) {
      event.currentTarget.reportValidity();
      return;
    }
    try {
      await subscribe({ variables: { email: email.trim() } });
      setEmail('');
      toast.show('success', MESSAGES.newsletter.subscribed);
    } catch {
      toast.show('error', MESSAGES.newsletter.failed);
    }
  };
  return (
    <form className="newsletter" onSubmit={(event) => void submit(event)} aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">Newsletter</h2>
      <p>New works, studio news and conservation stories, once a month.</p>
      <div className="newsletter__row">
        <Field id="newsletter-email" label="Email address" labelHidden className="newsletter__field">
          <input
            id="newsletter-email"
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
            maxLength={FIELD_LIMITS.newsletter.email}
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              const value = e.target.value.trim();
              e.target.setCustomValidity(value === '' || isEmailAddress(value) ? '' : 'Enter a valid e-mail address.');
            }}
          />
        </Field>
        <button type="submit" className="button button--light" disabled={loading}>
          Subscribe
        </button>
      </div>
    </form>
  );
}
