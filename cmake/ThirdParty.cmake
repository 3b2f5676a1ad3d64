# Header-only dependencies from Debian (nlohmann-json3-dev, doctest-dev). em++ must not see
# -I/usr/include (it shadows the wasm sysroot), so both builds use a folder of symlinks to just
# those two libraries.
set(ARBITER_TP_INCLUDE ${CMAKE_BINARY_DIR}/third_party_include)
file(MAKE_DIRECTORY ${ARBITER_TP_INCLUDE})
foreach(lib nlohmann doctest)
  if(NOT EXISTS /usr/include/${lib})
    message(FATAL_ERROR "/usr/include/${lib} is missing: run scripts/setup.sh")
  endif()
  if(NOT EXISTS ${ARBITER_TP_INCLUDE}/${lib})
    file(CREATE_LINK /usr/include/${lib} ${ARBITER_TP_INCLUDE}/${lib} SYMBOLIC)
  endif()
endforeach()
add_library(arbiter_json INTERFACE)
target_include_directories(arbiter_json SYSTEM INTERFACE ${ARBITER_TP_INCLUDE})
add_library(arbiter_doctest INTERFACE)
target_include_directories(arbiter_doctest SYSTEM INTERFACE ${ARBITER_TP_INCLUDE})
