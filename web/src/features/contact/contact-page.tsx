import { useState, type FormEvent } from 'react';
import { Box, Button, Card, Container, Heading, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { FiArrowLeft, FiSend } from 'react-icons/fi';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@homehaven/domain/messages';
import { notifySuccess } from '../../lib/toast';

const EMPTY = { name: '', email: '', subject: '', message: '' };

/** Contact: a form that is cleared with a thank-you toast; nothing is stored or sent (spec section 3). */
export function ContactPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY);
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setValues(EMPTY);
    notifySuccess(MESSAGES.contact.success);
  };

  return (
    <Box py={{ base: 10, md: 16 }}>
      <Container maxW="2xl">
        <Button variant="ghost" mb="4" onClick={() => void navigate(-1)}>
          <FiArrowLeft /> Back Home
        </Button>
        <Card.Root rounded="2xl" shadow="sm">
          <Card.Body gap="6" p={{ base: 6, md: 10 }}>
            <Stack gap="2">
              <Heading as="h1" size="3xl">Contact Us</Heading>
              <Text color="fg.muted">Have a question about buying, selling or renting? Send us a message and we will get back to you.</Text>
            </Stack>
            {/* Native `required` and type=email: the spec uses the browser's own checks here. */}
            <Stack as="form" gap="4" onSubmit={submit}>
              <Input name="name" placeholder="Full Name" required value={values.name} onChange={set('name')} />
              <Input name="email" type="email" placeholder="Email Address" required value={values.email} onChange={set('email')} />
              <Input name="subject" placeholder="Subject" required value={values.subject} onChange={set('subject')} />
              <Textarea name="message" placeholder="Your Message" required rows={6} value={values.message} onChange={set('message')} />
              <Button type="submit" colorPalette="teal" size="lg" alignSelf="flex-start">
                <FiSend /> Send Message
              </Button>
            </Stack>
          </Card.Body>
        </Card.Root>
      </Container>
    </Box>
  );
}
