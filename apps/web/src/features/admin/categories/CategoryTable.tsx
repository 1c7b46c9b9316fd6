import type { Category } from '@bidhub/contracts';
import { Button, Popconfirm, Space, Table } from 'antd';

interface CategoryTableProps {
  categories: Category[];
  loading: boolean;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => Promise<unknown>;
}

export function CategoryTable({ categories, loading, onEdit, onDelete }: CategoryTableProps) {
  return (
    <Table<Category>
      className="category-table"
      rowKey="_id"
      dataSource={categories}
      loading={loading}
      pagination={false}
      columns={[
        { title: 'Name', dataIndex: 'name' },
        {
          title: 'Actions',
          key: 'actions',
          width: 200,
          render: (_, category) => (
            <Space>
              <Button type="primary" onClick={() => onEdit(category)} aria-label={`Edit ${category.name}`}>
                Edit
              </Button>
              <Popconfirm
                title={`Delete the category ${category.name}?`}
                description="This cannot be undone."
                okText="Delete"
                okButtonProps={{ danger: true }}
                onConfirm={() => onDelete(category)}
              >
                <Button danger aria-label={`Delete ${category.name}`}>
                  Delete
                </Button>
              </Popconfirm>
            </Space>
          ),
        },
      ]}
    />
  );
}
