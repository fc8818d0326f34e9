import { useEffect, useId, useState } from 'react';
import { Box, Icon, Input, InputGroup, Text } from '@chakra-ui/react';
import { FiSearch } from 'react-icons/fi';

/** Pause after the last key before searching, so typing a name runs one query, not one per letter. */
const DEBOUNCE_MS = 300;

interface UserSearchProps {
  /** The search the URL holds. */
  value: string;
  onSearch: (text: string) => void;
}

/** "Search by name or e-mail": the start of any word of either, in any case. */
export function UserSearch({ value, onSearch }: UserSearchProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const hintId = useId();

  // Back / Forward change the URL: the field follows it (adjusted while rendering, not in an effect),
  // unless it is this field's own search coming back, whose spaces the URL trimmed.
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => onSearch(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <Box as="search" mb="5" maxW="md">
      <InputGroup startElement={<Icon as={FiSearch} aria-hidden />}>
        <Input
          type="search"
          bg="white"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search by name or e-mail"
          aria-label="Search users by name or e-mail"
          aria-describedby={hintId}
          maxLength={100}
        />
      </InputGroup>
      <Text id={hintId} fontSize="sm" color="fg.muted" mt="1">
        Matches the start of any word: “ali” finds Alice, “example.com” every address there.
      </Text>
    </Box>
  );
}
