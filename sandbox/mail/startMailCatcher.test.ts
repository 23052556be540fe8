import { createTransport } from 'nodemailer';
import { type StartMailCatcherReturnType, startMailCatcher } from './startMailCatcher';

describe('startMailCatcher', () => {
  let catcher: StartMailCatcherReturnType;
  beforeAll(async () => {
    catcher = await startMailCatcher();
  });
  afterAll(() => catcher.stop());

  test('default: catches and parses a mail sent over SMTP, newest first in GET /messages', async () => {
    const transport = createTransport({ host: catcher.smtp.host, port: catcher.smtp.port, secure: false });
    await transport.sendMail({
      from: 'a@sandbox.test',
      to: 'first@example.com',
      subject: 'One',
      text: 'code 111111',
    });
    await transport.sendMail({
      from: 'a@sandbox.test',
      to: 'Second@Example.com',
      subject: 'Two',
      text: 'code 222222',
    });
    transport.close();

    const mail = await catcher.waitForMessage('second@example.com');
    expect(mail).toMatchObject({ subject: 'Two', text: expect.stringContaining('222222') });

    const listed = (await (await fetch(`${catcher.url}/messages`)).json()) as {
      subject: string;
      to: string[];
    }[];
    expect(listed.map((m) => m.subject)).toEqual(['Two', 'One']);
    expect(listed[1]?.to).toEqual(['first@example.com']);

    const page = await (await fetch(`${catcher.url}/`)).text();
    expect(page).toContain('<h1>Sandbox inbox</h1>');
    expect(page).toContain('code 111111');
  });

  test('error: another origin cannot read the inbox (no CORS; same-origin resource policy)', async () => {
    const response = await fetch(`${catcher.url}/messages`, { headers: { origin: 'http://127.0.0.1:1' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  test('error: waiting for a recipient that never gets mail rejects, naming the address', async () => {
    await expect(catcher.waitForMessage('nobody@example.com', { timeoutMs: 50 })).rejects.toThrow(
      'mail: no message to nobody@example.com within 50 ms',
    );
  });

  test('behavior: subjects and bodies are escaped in the inbox page', async () => {
    const transport = createTransport({ host: catcher.smtp.host, port: catcher.smtp.port, secure: false });
    await transport.sendMail({
      from: 'a@sandbox.test',
      to: 'x@example.com',
      subject: '<script>x</script>',
      text: 'hi',
    });
    transport.close();
    await catcher.waitForMessage('x@example.com');
    const page = await (await fetch(`${catcher.url}/`)).text();
    expect(page).not.toContain('<script>x</script>');
    expect(page).toContain('&#60;script&#62;');
  });
});
