import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { RETURN_POLICY_KINDS, RETURN_POLICY_MAX_LENGTH, type EditionKind } from '@sawa/shared/domain';
import { Notice, type NoticeMessage } from '@sawa/web/ui';
import { AdminReturnPoliciesDocument, type AdminReturnPoliciesQuery, UpdateReturnPoliciesDocument } from '../gql/graphql';
import { useAdminTitle } from '../useAdminTitle';

type Policies = AdminReturnPoliciesQuery['returnPolicies'];
const KINDS = Object.keys(RETURN_POLICY_KINDS) as EditionKind[];

/**
 * The studio's return policy per kind of work: shown on the product page for the chosen edition and in the
 * buyer's paid mail. An empty text states nothing for that kind.
 */
export function ReturnPolicyPage() {
  useAdminTitle('Return policy');
  const { data, error } = useQuery(AdminReturnPoliciesDocument, { fetchPolicy: 'network-only' });
  return (
    <section className="admin-page" aria-labelledby="return-policy-title">
      <h1 id="return-policy-title">Return policy</h1>
      {error && <Notice tone="error">{error.message}</Notice>}
      {data && <PolicyForm key={JSON.stringify(data.returnPolicies)} policies={data.returnPolicies} />}
    </section>
  );
}

function PolicyForm({ policies }: { policies: Policies }) {
  const [texts, setTexts] = useState<Record<EditionKind, string>>({ original: policies.original, limited: policies.limited, open: policies.open });
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const [save, { loading }] = useMutation(UpdateReturnPoliciesDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    try {
      await save({ variables: { input: texts } });
      setNotice({ tone: 'success', text: 'The return policy is saved; the product pages and paid mails show it now.' });
    } catch (e) {
      setNotice({ tone: 'error', text: (e as Error).message });
    }
  };
  return (
    <form className="admin-panel admin-form" onSubmit={(event) => void submit(event)}>
      {notice && (
        <Notice tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Notice>
      )}
      <p>Shown on the product page for the chosen edition and in the buyer&apos;s mail once an order is paid. Leave a kind empty to state nothing for it.</p>
      {KINDS.map((kind) => (
        <div className="field" key={kind}>
          <label htmlFor={`return-policy-${kind}`}>{RETURN_POLICY_KINDS[kind]}</label>
          <textarea
            id={`return-policy-${kind}`}
            rows={3}
            maxLength={RETURN_POLICY_MAX_LENGTH}
            value={texts[kind]}
            onChange={(e) => setTexts({ ...texts, [kind]: e.target.value })}
          />
        </div>
      ))}
      <button type="submit" className="button" disabled={loading}>
        Save
      </button>
    </form>
  );
}
