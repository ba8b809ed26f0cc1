import { company } from "~/content/company";

/** The company's registered name, address and numbers, as the footer and the contact page print them. */
export function CompanyAddress({
  lines,
  labels,
  className,
  nameClassName,
  numbersClassName,
}: {
  /** The address between the name and the numbers, one paragraph a line. */
  lines: string[];
  labels: { companyId: string; vatId: string };
  className: string;
  nameClassName: string;
  /** On the first number's line: set apart from the address or not. */
  numbersClassName?: string;
}) {
  return (
    <address className={className}>
      <p className={nameClassName}>{company.legalName}</p>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p className={numbersClassName}>
        {labels.companyId} {company.companyId}
      </p>
      <p>
        {labels.vatId} {company.vatId}
      </p>
    </address>
  );
}
