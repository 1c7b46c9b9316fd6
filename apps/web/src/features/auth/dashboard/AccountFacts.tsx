import { Card, Descriptions } from 'antd';

export interface AccountFact {
  label: string;
  value: string;
}

/** The signed-in account's details, read-only, on a dashboard's home page. */
export function AccountFacts({ title, facts }: { title: string; facts: AccountFact[] }) {
  return (
    <Card title={title}>
      <Descriptions
        column={1}
        bordered
        size="middle"
        items={facts.map(({ label, value }) => ({ key: label, label, children: value || 'Not given yet' }))}
      />
    </Card>
  );
}
