import { Button, Card, Form, Input } from 'antd';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { LIMITS, type UpdateProfileRequest, type UpdateProfileResponse } from '@bidhub/contracts';
import { useAwaitedSubmit } from '../../../lib/use-awaited-submit';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { authApi } from '../auth-api';
import { useSession } from '../session/use-session';

/** The form also shows the username, which the server never changes. */
type ProfileFormValues = UpdateProfileRequest & { email: string };

const toRequest = ({ name, password, phone, address, answer }: ProfileFormValues): UpdateProfileRequest => ({ name, password, phone, address, answer });

/** /dashboard/user/profile: name, phone and address; password and answer only when typed. */
export function ProfilePage() {
  useDocumentTitle('Your Profile');
  const { session, replaceUser } = useSession();
  const [form] = Form.useForm<ProfileFormValues>();
  const sendUpdate = useCallback((values: ProfileFormValues) => authApi.updateProfile(toRequest(values)), []);
  const onUpdated = useCallback(
    ({ updatedUser }: UpdateProfileResponse) => {
      replaceUser(updatedUser);
      // Secrets are never shown back; emptied, they mean 'unchanged' on the next update too.
      form.setFieldsValue({ password: '', answer: '' });
      toast.success('Profile Updated Successfully', { id: 'profile' });
    },
    [replaceUser, form],
  );
  const { submit, submitting } = useAwaitedSubmit(sendUpdate, onUpdated, 'profile');
  if (!session) return null;
  const { name, email, phone, address } = session.user;

  return (
    <Card title="USER PROFILE" className="profile-form">
      <Form<ProfileFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ name, email, phone, address, password: '', answer: '' }}
        onFinish={submit}
      >
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Enter your name' }]}>
          <Input placeholder="Enter Your Name" maxLength={LIMITS.name} autoComplete="name" />
        </Form.Item>
        <Form.Item name="email" label="Username" extra="Usernames cannot be changed.">
          <Input placeholder="Enter Your Username" disabled />
        </Form.Item>
        <Form.Item name="password" label="Password" extra="Leave empty to keep your current password.">
          <Input.Password placeholder="Enter Your Password" maxLength={LIMITS.passwordMax} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="phone" label="Phone" rules={[{ required: true, whitespace: true, message: 'Enter your phone number' }]}>
          <Input placeholder="Enter Your Phone" maxLength={LIMITS.phone} autoComplete="tel" inputMode="tel" />
        </Form.Item>
        <Form.Item name="address" label="Address">
          <Input placeholder="Enter Your Address" maxLength={LIMITS.address} autoComplete="street-address" />
        </Form.Item>
        <Form.Item name="answer" label="What's your favourite Color?" extra="Leave empty to keep your current answer.">
          <Input placeholder="Enter Your favourite Color" maxLength={LIMITS.answer} autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={submitting}>
          UPDATE
        </Button>
      </Form>
    </Card>
  );
}
