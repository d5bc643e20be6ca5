import { ChevronDownRegular } from '@fluentui/react-icons';

/** The label of a user menu's button: the user's name and a chevron. */
export function UserMenuLabel({ name, className }: { name: string; className: string }) {
  return (
    <>
      <span className={className}>{name}</span>
      <ChevronDownRegular />
    </>
  );
}
