import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Outlet } from "react-router";
import { blogQueryClient } from "~/components/blog/queries";

/** The blog's pages, around the one query cache they share. No loader: nothing here asks the server. */
export default function BlogLayout() {
  const [client] = useState(blogQueryClient);
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
