import { Button, Form, Input } from 'antd';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router-dom';
import { LIMITS, type RegisterRequest, type RegisterResponse } from '@bidhub/contracts';
import { useAwaitedSubmit } from '../../lib/use-awaited-submit';
import { useDocumentTitle } from '../../lib/use-document-title';
import { authApi } from './auth-api';
import { AuthFormCard } from './AuthFormCard';

const required = (message: string) => [{ required: true, whitespace: true, message }];

export function RegisterPage() {
  useDocumentTitle('Register');
  const navigate = useNavigate();
  const onRegistered = useCallback(
    (reply: RegisterResponse) => {
      toast.success(reply.message, { id: 'register' });
      navigate('/login');
    },
    [navigate],
  );
  const { submit, submitting } = useAwaitedSubmit(authApi.register, onRegistered, 'register');

  return (
    <AuthFormCard heading="REGISTER FORM">
      <Form<RegisterRequest> layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item name="name" label="Name" rules={required('Enter your name')}>
          <Input placeholder="Enter Your Name" maxLength={LIMITS.name} autoComplete="name" autoFocus />
        </Form.Item>
        <Form.Item name="email" label="Username" rules={required('Enter a username')}>
          <Input placeholder="Enter Your Username" maxLength={LIMITS.username} autoComplete="username" spellCheck={false} />
        </Form.Item>
        <Form.Item name="password" label="Password" rules={required('Enter a password')}>
          <Input.Password placeholder="Enter Your Password" maxLength={LIMITS.passwordMax} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="phone" label="Phone" rules={required('Enter your phone number')}>
          <Input placeholder="Enter Your Phone" maxLength={LIMITS.phone} autoComplete="tel" inputMode="tel" />
        </Form.Item>
        <Form.Item name="address" label="Address (optional)">
          <Input placeholder="Enter Your Address" maxLength={LIMITS.address} autoComplete="street-address" />
        </Form.Item>
        <Form.Item
          name="answer"
          label="What's your favourite Color?"
          extra="Your answer lets you reset a forgotten password."
          rules={required('Enter your favourite colour')}
        >
          <Input placeholder="Enter Your favourite Color" maxLength={LIMITS.answer} autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          REGISTER
        </Button>
      </Form>
      <p className="auth-form__footer">
        <Link to="/login">Have an account? LOGIN</Link>
      </p>
    </AuthFormCard>
  );
}
