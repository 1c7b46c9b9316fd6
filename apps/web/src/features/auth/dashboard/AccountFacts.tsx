export interface AccountFact {
  label: string;
  value: string;
}

/** The signed-in account's details, read-only, on a dashboard's home page. */
export function AccountFacts({ title, facts }: { title: string; facts: AccountFact[] }) {
  return (
    <section className="card dashboard-card" aria-labelledby="account-facts-heading">
      <h2 id="account-facts-heading" className="dashboard-card__title">
        {title}
      </h2>
      <div className="dashboard-card__body">
        <dl className="account-facts">
          {facts.map(({ label, value }) => (
            <div key={label} className="account-facts__row">
              <dt>{label}</dt>
              <dd>{value || 'Not given yet'}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
