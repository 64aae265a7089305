import { errorText } from '@sawa/shared/domain';
import { Spinner } from '@sawa/web/ui';

/** The loading and error states every public list shares (SPEC §4: 'Error: {message}'). */
export function QueryState({ loading, error, label }: { loading: boolean; error?: { message: string } | null; label?: string }) {
  if (error)
    return (
      <p className="notice notice--error" role="alert">
        {errorText(error.message)}
      </p>
    );
  if (loading) return <Spinner label={label} />;
  return null;
}
