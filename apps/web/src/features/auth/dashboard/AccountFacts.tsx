import { Link } from 'react-router-dom';

export interface AccountFact {
  label: string;
  value: string;
}

interface AccountFactsProps {
  title: string;
  facts: AccountFact[];
  /**
   * Where a missing detail can be given, when the account has such a page. Its link says only 'add
   * it': a link named like the dashboard's own Profile link would make 'Profile' ambiguous.
   */
  editPath?: string;
}

/** The signed-in account's details, read-only, on a dashboard's home page. */
export function AccountFacts({ title, facts, editPath }: AccountFactsProps) {
  return (
    <section className="card dashboard-card" aria-labelledby="account-facts-heading">
      <h1 id="account-facts-heading" className="dashboard-card__title">
        {title}
      </h1>
      <div className="dashboard-card__body">
        <dl className="account-facts">
          {facts.map(({ label, value }) => (
            <div key={label} className="account-facts__row">
              <dt>{label}</dt>
              <dd>
                {value ||
                  (editPath ? (
                    <>
                      Not given yet (<Link to={editPath}>add it</Link>)
                    </>
                  ) : (
                    'Not given yet'
                  ))}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
