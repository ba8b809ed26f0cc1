export function loader() {
  return Response.json({ error: "Not available yet" }, { status: 503 });
}
