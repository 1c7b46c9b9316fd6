import { Button, Form, Input } from 'antd';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { type ForgotPasswordRequest, LIMITS, type MessageResponse } from '@bidhub/contracts';
import { useAwaitedSubmit } from '../../lib/use-awaited-submit';
import { useDocumentTitle } from '../../lib/use-document-title';
import { authApi } from './auth-api';
import { AuthFormCard } from './AuthFormCard';

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const navigate = useNavigate();
  const onReset = useCallback(
    (reply: MessageResponse) => {
      toast.success(reply.message, { id: 'forgot-password' });
      navigate('/login');
    },
    [navigate],
  );
  const { submit, submitting } = useAwaitedSubmit(authApi.resetPassword, onReset, 'forgot-password');

  return (
    <AuthFormCard heading="RESET PASSWORD">
      <Form<ForgotPasswordRequest> layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item name="email" label="Username" rules={[{ required: true, whitespace: true, message: 'Enter your username' }]}>
          <Input placeholder="Enter Your Username" maxLength={LIMITS.username} autoComplete="username" spellCheck={false} autoFocus />
        </Form.Item>
        <Form.Item
          name="answer"
          label="What's your favourite Color?"
          rules={[{ required: true, whitespace: true, message: 'Enter the answer you gave when registering' }]}
        >
          <Input placeholder="Enter Your favourite Color" maxLength={LIMITS.answer} autoComplete="off" />
        </Form.Item>
        <Form.Item name="newPassword" label="New password" rules={[{ required: true, message: 'Enter a new password' }]}>
          <Input.Password placeholder="Enter New Password" maxLength={LIMITS.passwordMax} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          RESET
        </Button>
      </Form>
    </AuthFormCard>
  );
}
