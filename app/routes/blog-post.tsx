export default function BlogPost() {
  return (
    <div className="mx-auto max-w-3xl px-4 pt-28 pb-16">
      <h1 className="text-3xl font-semibold">Research Blog</h1>
    </div>
  );
}
