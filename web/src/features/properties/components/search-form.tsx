import { useState, type FormEvent } from 'react';
import { Button, HStack, Input, NativeSelect, Stack, Field } from '@chakra-ui/react';
import { FiSearch } from 'react-icons/fi';
import { TEXT_LIMITS } from '@homehaven/domain/constants';
import { LISTING_ORDER_LABELS as ORDER_LABELS, type ListingOrder } from '@homehaven/domain/queries/listings';

interface SearchFormProps {
  search: string | null;
  order: ListingOrder;
  onSearch: (search: string) => void;
  onOrder: (order: ListingOrder) => void;
}

/** "Search by location..." with its Search button, and the order selector. */
export function SearchForm({ search, order, onSearch, onOrder }: SearchFormProps) {
  const [text, setText] = useState(search ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Stack as="form" role="search" aria-label="Properties" onSubmit={submit} direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-end' }}>
      <Field.Root flex="1">
        <Field.Label srOnly>Location</Field.Label>
        <HStack gap="2" w="full">
          <Input
            type="search"
            name="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search by location..."
            maxLength={TEXT_LIMITS.location}
            bg="white"
            size="lg"
          />
          <Button type="submit" colorPalette="teal" size="lg">
            <FiSearch aria-hidden /> Search
          </Button>
        </HStack>
      </Field.Root>
      <Field.Root w={{ base: 'full', md: '56' }}>
        <Field.Label fontSize="sm" color="fg.muted">
          Order by price
        </Field.Label>
        <NativeSelect.Root size="lg" bg="white">
          <NativeSelect.Field name="sort" value={order} onChange={(event) => onOrder(event.target.value as ListingOrder)}>
            {(Object.keys(ORDER_LABELS) as ListingOrder[]).map((value) => (
              <option key={value} value={value}>
                {ORDER_LABELS[value]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Stack>
  );
}
